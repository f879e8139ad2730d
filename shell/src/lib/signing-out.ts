/**
 * Set while a sign-out moves the visitor off the page they were on. React Router renders the navigation in a
 * transition, so the page may render once more without a token; its login guard must then not send the visitor
 * to /login (which opens the login dialog right after they signed out). Cleared when a page without the login
 * requirement renders, i.e. once the visitor has arrived.
 */
let signingOut = false;

export const startSigningOut = (): void => {
  signingOut = true;
};
export const isSigningOut = (): boolean => signingOut;
export const arrived = (): void => {
  signingOut = false;
};
