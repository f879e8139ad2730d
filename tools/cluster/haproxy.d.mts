export declare function haproxyConfig(o: {
  port: number;
  bind?: string;
  servers?: { name: string; port: number; host?: string }[];
  template?: { replicas: number; host: string; port: number } | null;
}): string;
