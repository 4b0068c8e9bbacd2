import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInTwoFactorBody, TwoFactorConfirmBody, TwoFactorDisableBody } from '@klub/contracts';
import {
  call,
  deleteStaffMeTwoFactor,
  getStaffMeTwoFactor,
  keyOf,
  postAuthSigninTwoFactor,
  postStaffByIdTwoFactorReset,
  postStaffMeTwoFactorConfirm,
  postStaffMeTwoFactorStart,
} from '../../lib/api';

const admin = { space: 'admin' } as const;

/** getStaffMeTwoFactor — the signed-in staff member's own second factor. */
export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: keyOf(getStaffMeTwoFactor),
    queryFn: ({ signal }) => call(getStaffMeTwoFactor, {}, { ...admin, signal }),
  });

/** "Włącz": a new secret (pending until a code confirms it), its QR code and the secret to type by hand. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: () => call(postStaffMeTwoFactorStart, {}, admin),
    meta: { errorMessage: 'Nie udało się przygotować kodu QR' },
  });

/** The first code from the app: the factor is on, the answer holds the ten recovery codes (once). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmBody) => call(postStaffMeTwoFactorConfirm, { body }, admin),
    // The form shows a wrong code in place.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(getStaffMeTwoFactor) }),
  });
}

/** "Wyłącz", with the current password or a code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => call(deleteStaffMeTwoFactor, { body }, admin),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(getStaffMeTwoFactor) }),
  });
}

/**
 * postStaffByIdTwoFactorReset — an Administrator clears another staff member's second
 * factor (a lost phone, no recovery code left); that person's sessions end. For the staff screen's
 * "Resetuj logowanie dwuetapowe" (features/admin-staff): it refreshes its own list.
 */
export const resetStaffTwoFactor = (id: number) => call(postStaffByIdTwoFactorReset, { params: { id } }, admin);

/** The second step of the back-office sign-in: the challenge of the first and a code. */
export const signInTwoFactor = (body: SignInTwoFactorBody) =>
  call(postAuthSigninTwoFactor, { body }, { space: 'admin', handleUnauthorized: false });
