import './locale';
export * from './constants';
export * from './messages';
export * from './common';
export * from './auth';
export * from './users';
export * from './system';
export * from './points';
export * from './members';
