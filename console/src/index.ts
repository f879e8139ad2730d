// The console federates nothing; the async boundary keeps the entry small and the layout the same as every app's.
void import('./bootstrap');
