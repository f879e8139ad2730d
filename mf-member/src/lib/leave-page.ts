/** Leaves the site for a full page (a payment provider's hosted page); a function so tests can replace it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
