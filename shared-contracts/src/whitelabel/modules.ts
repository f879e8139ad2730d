/** Whitelabel module ids of SPEC §3 (settings a merchant turns on). */
export const WHITELABEL_MODULES = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'USERNAMEREG3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'UPLOADID3',
  'VIP3',
  'POINTS3',
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
] as const;
export type WhitelabelModuleId = (typeof WHITELABEL_MODULES)[number];

export interface WhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  children?: readonly WhitelabelNode[];
}

/** True when the module is present and enabled ('1') anywhere in the whitelabel tree. */
export function isModuleEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.children?.length && isModuleEnabled(node.children, modId)) return true;
  }
  return false;
}
