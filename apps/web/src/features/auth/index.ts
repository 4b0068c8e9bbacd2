/** The auth feature's public surface for other features (besides ./api). */
export * from './password-schemas';
