export { HomeNews } from './HomeNews';
export { TrainingNoticeBoard } from './TrainingNoticeBoard';
