import { useEffect, useState } from 'react';
import { MODAL_HOSTS, modalHostFor, type Bus, type ModalHostRemote, type RemoteName } from 'shared-contracts';

const ORDER = Object.keys(MODAL_HOSTS) as ModalHostRemote[];

/** The enabled hosts that answer any of these commands (in MODAL_HOSTS order). */
export function hostsFor(commands: readonly string[], enabled: ReadonlySet<RemoteName>): ModalHostRemote[] {
  const wanted = new Set(commands.map((c) => modalHostFor(c as never)));
  return ORDER.filter((r) => wanted.has(r) && enabled.has(r));
}

/**
 * The modal hosts to mount, each loaded only once it is needed (docs/federation.md): when a command it answers
 * is held on the bus for want of a subscriber (the host then receives it on subscribing), and mf-auth's as soon
 * as a member is signed in (it checks the security question and identity verification that follow a login).
 * A mounted host stays mounted.
 */
export function useModalHosts(bus: Bus, enabled: ReadonlySet<RemoteName>, signedIn: boolean): ModalHostRemote[] {
  const [mounted, setMounted] = useState<ReadonlySet<ModalHostRemote>>(() => new Set(hostsFor(bus.held(), enabled)));
  useEffect(() => {
    const add = (hosts: readonly ModalHostRemote[]) =>
      setMounted((m) => (hosts.every((h) => m.has(h)) ? m : new Set([...m, ...hosts])));
    // A command held between the first render and this effect.
    add(hostsFor(bus.held(), enabled));
    return bus.onHeld((command) => add(hostsFor([command], enabled)));
  }, [bus, enabled]);
  useEffect(() => {
    if (signedIn && enabled.has('mf_auth')) setMounted((m) => (m.has('mf_auth') ? m : new Set([...m, 'mf_auth'])));
  }, [signedIn, enabled]);
  return ORDER.filter((r) => mounted.has(r));
}
