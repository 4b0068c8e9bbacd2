export { Toast } from './Toast';
export { showToast, hideToast, useToastState, getToast, type ToastSeverity, type ToastState } from './toast-store';
