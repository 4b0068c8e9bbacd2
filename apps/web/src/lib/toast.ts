import { useSyncExternalStore } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

/** The one global toast (spec §3): {isShow, message, severity}. */
export interface ToastState {
  isShow: boolean;
  message: string;
  severity: ToastSeverity;
  /** Changes with every new toast so the same text shown twice restarts the timer. */
  key: number;
}

export const initialToast: ToastState = { isShow: false, message: '', severity: 'error', key: 0 };

let state: ToastState = initialToast;
const listeners = new Set<() => void>();

function setState(next: ToastState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; severity is 'error' unless told otherwise (spec §8). */
export function showToast(message: string, severity: ToastSeverity = 'error'): void {
  setState({ isShow: true, message, severity, key: state.key + 1 });
}

export function hideToast(): void {
  if (state.isShow) setState({ ...state, isShow: false });
}

export function getToast(): ToastState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToastState(): ToastState {
  return useSyncExternalStore(subscribe, getToast, getToast);
}
