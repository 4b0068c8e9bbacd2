import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

/** MUI link styling over a router link. */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<MuiLinkProps, 'href'> & Pick<LinkProps, 'to' | 'replace' | 'state'>>(
  function RouterLink(props, ref) {
    return <MuiLink ref={ref} component={Link} {...props} />;
  },
);
