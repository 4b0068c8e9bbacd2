/** The admin-shell feature's public surface for other features (the frame itself is wired by app/ and boot/screen-loaders). */
export { adminKeys, useAdminMe } from './api';
