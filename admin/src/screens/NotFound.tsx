import { Card, CardContent, Typography } from '@mui/material';
import { useDocumentTitle } from '../useDocumentTitle';
import { Title, useTranslate } from 'react-admin';

export default function NotFound() {
  const translate = useTranslate();
  useDocumentTitle(translate('dashboard.page.notfound'));
  return (
    <Card>
      <Title title={translate('dashboard.page.notfound')} />
      <CardContent>
        <Typography variant="h5" data-testid="not-found">
          {translate('dashboard.page.notfound')}
        </Typography>
      </CardContent>
    </Card>
  );
}
