import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import UploadFile from '@mui/icons-material/UploadFile';

/** "Wybierz plik CSV": a keyboard-reachable button around a hidden file input limited to CSV. */
export function CsvFileButton({
  describedBy,
  onPick,
  sx,
}: {
  describedBy: string;
  onPick: (file: File | null) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFile />} sx={sx}>
      Wybierz plik CSV
      <input
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="Plik CSV"
        aria-describedby={describedBy}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
      />
    </Button>
  );
}
