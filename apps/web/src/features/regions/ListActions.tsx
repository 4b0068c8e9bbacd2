import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { AddLink } from '../../components/layout/AddLink';

/** The actions of the regions' and the districts' lists: a link to the other list, then the add link. */
export function ListActions({ other, add }: { other: { to: string; label: string }; add: { to: string; label: string } }) {
  return (
    <>
      <Button component={Link} to={other.to} variant="outlined">
        {other.label}
      </Button>
      <AddLink to={add.to}>{add.label}</AddLink>
    </>
  );
}
