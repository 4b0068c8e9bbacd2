import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The form's submit button; disabled with a spinner while the request runs. */
export function SubmitButton({ pending, disabled, startIcon, children, ...rest }: ButtonProps & { pending?: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      {...rest}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    >
      {children}
    </Button>
  );
}
