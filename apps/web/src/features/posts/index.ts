export { HomeNews } from './HomeNews';
export { TrainingNoticeBoard } from './TrainingNoticeBoard';
export { bodyAfterLead } from './lead';
