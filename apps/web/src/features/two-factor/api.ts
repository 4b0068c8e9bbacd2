import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  SignInResponse,
  SignInTwoFactorBody,
  TwoFactorConfirmBody,
  TwoFactorConfirmResponse,
  TwoFactorDisableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@klub/contracts';
import { api } from '../../lib/api-client';
import { adminKeys } from '../admin-shell';

const admin = { space: 'admin' } as const;

export const twoFactorKeys = {
  status: () => [...adminKeys.all, 'two-factor'] as const,
};

/** GET /api/staff/me/two-factor — the signed-in staff member's own second factor. */
export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/staff/me/two-factor', { ...admin, signal }),
  });

/** "Włącz": a new secret (pending until a code confirms it), its QR code and the secret to type by hand. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('/api/staff/me/two-factor/start', undefined, admin),
    meta: { errorMessage: 'Nie udało się przygotować kodu QR' },
  });

/** The first code from the app: the factor is on, the answer holds the ten recovery codes (once). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmBody) => api.post<TwoFactorConfirmResponse>('/api/staff/me/two-factor/confirm', body, admin),
    // The form shows a wrong code in place.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() }),
  });
}

/** "Wyłącz", with the current password or a code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => api.delete<MessageResponse>('/api/staff/me/two-factor', { ...admin, body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() }),
  });
}

/**
 * POST /api/staff/{id}/two-factor/reset — an Administrator clears another staff member's second
 * factor (a lost phone, no recovery code left); that person's sessions end. For the staff screen's
 * "Resetuj logowanie dwuetapowe" (features/admin-staff): it refreshes its own list.
 */
export const resetStaffTwoFactor = (id: number) => api.post<MessageResponse>(`/api/staff/${id}/two-factor/reset`, undefined, admin);

/** The second step of the back-office sign-in: the challenge of the first and a code. */
export const signInTwoFactor = (body: SignInTwoFactorBody) =>
  api.post<SignInResponse>('/api/auth/signin/two-factor', body, { space: 'admin', handleUnauthorized: false });
