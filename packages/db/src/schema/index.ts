export * from './users';
export * from './system';
export * from './points';
export * from './members';
export * from './files';
export * from './prizes';
export * from './lists';
export * from './api-keys';
