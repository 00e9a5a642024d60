import { Button, CardContent, CircularProgress, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, Login, useLogin, useNotify, useTranslate } from 'react-admin';

const TWO_FACTOR_REQUIRED = 'security.error.twofactorrequired';

/**
 * The sign-in page: username (or e-mail or mobile) and password, then, for an account with two-factor
 * authentication, the code of the authenticator app (spec 1 §4.1). The server decides when the code is needed.
 */
function SignInForm() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await login({ username, password, ...(askCode ? { twoFactorCode: code.trim() } : {}) });
    } catch (err) {
      const key = err instanceof HttpError ? err.message : 'ra.auth.sign_in_error';
      if (key === TWO_FACTOR_REQUIRED) setAskCode(true);
      notify(key, { type: key === TWO_FACTOR_REQUIRED ? 'info' : 'error', messageArgs: { _: key } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <CardContent>
        <Stack spacing={2}>
          <TextField
            name="username"
            label={translate('ra.auth.username')}
            autoComplete="username"
            autoFocus
            required
            value={username}
            disabled={askCode}
            onChange={(e) => setUsername(e.target.value)}
          />
          <TextField
            name="password"
            type="password"
            label={translate('ra.auth.password')}
            autoComplete="current-password"
            required
            value={password}
            disabled={askCode}
            onChange={(e) => setPassword(e.target.value)}
          />
          {askCode && (
            <TextField
              name="twoFactorCode"
              label={translate('dashboard.signin.code')}
              helperText={translate(TWO_FACTOR_REQUIRED)}
              autoComplete="one-time-code"
              autoFocus
              required
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          )}
          <Button type="submit" variant="contained" disabled={busy} fullWidth>
            {busy ? <CircularProgress size={19} thickness={3} /> : translate('ra.auth.sign_in')}
          </Button>
        </Stack>
      </CardContent>
    </form>
  );
}

export default function SignInPage() {
  return (
    <Login>
      <SignInForm />
    </Login>
  );
}
