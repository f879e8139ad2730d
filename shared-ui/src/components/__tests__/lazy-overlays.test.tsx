import { act, fireEvent, render, screen } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { initI18n } from 'shared-contracts';
import { Dialog, dialogPart } from '../overlay/dialog';
import { toast, Toaster, toasterPart } from '../overlay/toast';

// This file checks the loading itself: no preload (tools/jest/preload-overlays.js).
(globalThis as { __skipOverlayPreload?: boolean }).__skipOverlayPreload = true;

const SRC = path.resolve(__dirname, '../..');

/** Files reachable from `file` through static imports (dynamic `import()` is where lazy parts start). */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    if (/^(?:import|export)\s+type\s/.test(m[0])) continue;
    const base = path.resolve(path.dirname(file), m[1]!);
    const next = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
    if (next) staticGraph(next, seen);
  }
  return seen;
}

describe('lazy overlays', () => {
  it('shared-ui reaches no Radix package through static imports: Radix loads only with a dialog, menu, tabs or toast', () => {
    const files = [...staticGraph(path.join(SRC, 'index.ts'))];
    const radix = files.filter((f) => /from '@radix-ui\//.test(readFileSync(f, 'utf8')));
    expect(radix).toEqual([]);
    // …and each view that does import Radix is behind a dynamic import.
    for (const view of ['dialog-view', 'menu-view', 'tabs-view', 'toaster-view'])
      expect(readFileSync(path.join(SRC, 'components/overlay', `${view}.tsx`), 'utf8')).toMatch(/from '@radix-ui\//);
  });

  it('a dialog that never opens loads nothing; opening it loads Radix Dialog and shows it', async () => {
    await initI18n('EN');
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <Dialog open={open} onOpenChange={setOpen} title="Log in">
            <input aria-label="Username" />
          </Dialog>
        </>
      );
    }
    render(<Page />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(dialogPart.current()).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(dialogPart.current()).toBeDefined();
  });

  it('the Toaster loads its Radix part with the first toast', async () => {
    await initI18n('EN');
    render(<Toaster />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(toasterPart.current()).toBeUndefined();
    act(() => void toast({ title: 'Saved', tone: 'success' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
