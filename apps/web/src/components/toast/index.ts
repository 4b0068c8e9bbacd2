export { Toast, TOAST_TOP_VAR } from './Toast';
export { showToast, hideToast, useToastState, getToast, type ToastSeverity, type ToastState } from '../../lib/toast';
