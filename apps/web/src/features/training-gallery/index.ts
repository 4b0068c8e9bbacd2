export { TrainingGalleries } from './TrainingGalleries';
