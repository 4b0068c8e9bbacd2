export { Photo, type PhotoProps } from './Photo';
