import { Card, CardContent, Typography } from '@mui/material';
import { useDocumentTitle } from '../useDocumentTitle';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** The dashboard home. */
export default function Home() {
  const translate = useTranslate();
  useDocumentTitle(translate('dashboard.home.title'));
  const { identity } = useGetIdentity();
  return (
    <Card>
      <Title title={translate('dashboard.home.title')} />
      <CardContent>
        <Typography variant="h5" data-testid="welcome">
          {translate('dashboard.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
      </CardContent>
    </Card>
  );
}
