import { useLocation } from 'react-router-dom';
import { bus, SIDE_PANELS, type RemoteName } from 'shared-contracts';
import { Drawer } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../config/i18n';
import { RemoteParcel } from '../features/remotes/components/remote-parcel';
import { useSidePanel } from '../features/side-panel/hooks/use-side-panel';
import '../features/side-panel/i18n';

/**
 * The right-hand panel (SPEC §2 agent centre): on `panel:open` the shell mounts the panel's parcel
 * (`SIDE_PANELS`, e.g. mf-member's `MemberPanel`) with the asked page in shared-ui's Drawer, over the page, which
 * stays where it was. Focus stays inside; Escape, the close button or a click outside close it; on a phone it
 * is a full-height sheet. A panel whose remote the merchant switched off does not open.
 */
export function SidePanel({ enabled }: { enabled: ReadonlySet<RemoteName> }) {
  const { t } = useTranslation(NS);
  const { pathname, search } = useLocation();
  const { request, close } = useSidePanel(bus, pathname + search);
  const target = request ? SIDE_PANELS[request.panel] : null;
  const open = !!request && !!target && enabled.has(target.remote);
  return (
    <Drawer
      side="right"
      size="lg"
      open={open}
      onOpenChange={(o) => !o && close()}
      title={request ? t(`panel_${request.page}`) : ''}
      testId="side-panel"
    >
      {open && (
        <RemoteParcel
          remote={target.remote}
          parcel={target.parcel}
          basePath={pathname}
          extraProps={{ page: request.page }}
        />
      )}
    </Drawer>
  );
}
