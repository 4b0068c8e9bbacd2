import { earlyStart } from './boot/early-start';

// First the hints (the screen's chunk, the signed-in person's data), then the app: both download
// at once instead of one after the other.
earlyStart();
void import('./app/start');
