import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper } from '@mui/material';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useReducer, useState } from 'react';
import {
  Confirm,
  HttpError,
  ListButton,
  Loading,
  Title,
  TopToolbar,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { fieldErrors, SchemaForm, type ServerErrorBody } from '../form/SchemaForm';
import { RecordChildren } from '../screens/children/RecordChildren';
import { History } from '../screens/History';
import { useScreen } from '../screen';
import { useDocumentTitle } from '../useDocumentTitle';
import { AttributesStep, useHasAttributes } from './AttributesStep';
import { ContactStep } from './ContactStep';
import { CustomerRoles } from './CustomerRoles';
import { customerApi } from './customerApi';
import {
  CONTACT_FIELDS,
  contactDone,
  initialWizard,
  isEmail,
  isIranMobile,
  LAST_STEP,
  lookupValue,
  profileBody,
  PROFILE_FIELDS,
  wizardReducer,
  type ContactField,
  type WizardState,
} from './wizardState';

const STEP_LABELS = ['customer.wizard.step_contact', 'customer.wizard.step_profile', 'customer.wizard.step_attributes'];

const errorBody = (err: unknown): ServerErrorBody | undefined =>
  err instanceof HttpError ? (err.body as ServerErrorBody | undefined) : undefined;

/** The banner administrators see: create title, edit title, or deleted (spec 1 §2.7). */
function Banner({ state }: { state: WizardState }) {
  const translate = useTranslate();
  const { customer } = state;
  const name = customer.username ?? customer.email ?? customer.mobile ?? `#${customer.id}`;
  const [severity, text] =
    state.mode === 'create'
      ? (['success', translate('customer.wizard.createtitle')] as const)
      : state.mode === 'edit'
        ? (['info', translate('customer.wizard.edittitle', { name })] as const)
        : state.mode === 'deleted'
          ? (['warning', translate('customer.wizard.deleted')] as const)
          : (['info', translate('customer.wizard.lookup')] as const);
  return (
    <Alert severity={severity} sx={{ mb: 2 }} data-testid="customer-banner" data-mode={state.mode}>
      {text}
    </Alert>
  );
}

/**
 * The customer editor (spec 1 §2.7, §4.2) on the Customer entity's create and update screens: a three-step wizard
 * of contact details, profile and custom attributes, saved with saveCustomerProfile. The update screen opens the
 * customer of its path; on either screen a lookup may switch to another customer or to a new one.
 */
export default function CustomerWizard() {
  const { entity, id, listPath, updatePath } = useScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const startStep = Number((location.state as { step?: number } | null)?.step ?? 0);
  const [state, dispatch] = useReducer(wizardReducer, startStep, initialWizard);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [details, setDetails] = useState<ServerErrorBody | undefined>();
  const [asking, setAsking] = useState(false);
  const hasAttributes = useHasAttributes(entity);
  const title = id
    ? `${translate(entity.label, { smart_count: 1, _: entity.name })} #${id}`
    : translate('ra.page.create', { name: translate(entity.label, { smart_count: 1, _: entity.name }) });
  useDocumentTitle(title);

  useEffect(() => {
    if (!id) return;
    let live = true;
    customerApi.get(id).then(
      (record) => live && dispatch({ type: 'found', record }),
      (err: Error) => live && setLoadError(err.message),
    );
    return () => {
      live = false;
    };
  }, [id]);

  // The profile form shows only step 2's fields, and none of them is required.
  const profileEntity = useMemo(
    () => ({
      ...entity,
      required: [],
      fields: Object.fromEntries(PROFILE_FIELDS.filter((f) => f in entity.fields).map((f) => [f, entity.fields[f]])),
    }),
    [entity],
  );
  const serverErrors = useMemo<ErrorSchema | undefined>(() => fieldErrors(details, translate), [details, translate]);
  const contactErrors = useMemo(() => {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const d of details?.details ?? []) {
      const field = d.path.slice(1) as ContactField;
      if (CONTACT_FIELDS.includes(field)) errors[field] = d.message ?? translate(d.error);
    }
    return errors;
  }, [details, translate]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDetails(undefined);
    try {
      await work();
    } catch (err) {
      setDetails(errorBody(err));
      setError(translate(err instanceof Error ? err.message : 'common.error.general'));
    } finally {
      setBusy(false);
    }
  };
  const lookUp = () =>
    run(async () => {
      const { email, mobile } = state.customer;
      const record = await customerApi.check(lookupValue(email, isEmail), lookupValue(mobile, isIranMobile));
      dispatch({ type: 'found', record });
    });
  const checkNationalCode = () =>
    run(async () => {
      const code = String(state.customer.nationalCode ?? '').trim();
      dispatch({ type: 'nationalCodeChecked', error: await customerApi.checkNationalCode(code, state.customer.id) });
    });
  const finish = async () => {
    setBusy(true);
    setError(null);
    setDetails(undefined);
    try {
      const saved = await customerApi.save(profileBody(state.customer));
      notify('customer.savesuccess_message', { type: 'success' });
      // A new customer's attribute values can be written only now that it exists: its update screen opens on them.
      if (state.mode === 'create' && hasAttributes) navigate(updatePath(saved.id), { state: { step: LAST_STEP } });
      else navigate(listPath);
    } catch (err) {
      const body = errorBody(err);
      const message = translate(err instanceof Error ? err.message : 'common.error.general');
      setDetails(body);
      setError(message);
      notify('customer.saveerror_message', { type: 'error', messageArgs: { error: message } });
      const paths = (body?.details ?? []).map((d) => d.path.slice(1));
      if (paths.some((p) => (CONTACT_FIELDS as readonly string[]).includes(p))) dispatch({ type: 'go', step: 0 });
      else if (paths.some((p) => (PROFILE_FIELDS as readonly string[]).includes(p))) dispatch({ type: 'go', step: 1 });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setAsking(false);
    try {
      await customerApi.remove(state.customer.id);
      notify('common.datadeletedsuccessfully', { type: 'success' });
      navigate(listPath);
    } catch (err) {
      const message = translate(err instanceof Error ? err.message : 'common.error.general');
      notify('customer.deleteerror_message', { type: 'error', messageArgs: { error: message } });
    }
  };

  if (loadError) return <Alert severity="error">{translate(loadError)}</Alert>;
  if (id && state.loaded === 0) return <Loading />;
  const { step, mode, customer } = state;
  const go = (to: number) => dispatch({ type: 'go', step: to });
  return (
    <>
      <Title title={title} />
      <TopToolbar>
        <ListButton to={listPath} />
        {mode === 'edit' && entity.operations.includes('delete') && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setAsking(true)} disabled={busy}>
            {translate('ra.action.delete')}
          </Button>
        )}
      </TopToolbar>
      <Card data-testid="customer-wizard" data-step={step}>
        <CardContent>
          <Banner state={state} />
          <Stepper activeStep={step} sx={{ mb: 3 }}>
            {STEP_LABELS.map((label) => (
              <Step key={label}>
                <StepLabel>{translate(label)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {/* Every step stays mounted so that going back and forth keeps what was typed. */}
          <Box hidden={step !== 0}>
            <ContactStep
              entity={entity}
              state={state}
              dispatch={dispatch}
              busy={busy}
              errors={contactErrors}
              onLookup={lookUp}
              onCheckNationalCode={checkNationalCode}
            />
          </Box>
          <Box hidden={step !== 1}>
            <SchemaForm
              key={state.loaded}
              entity={profileEntity}
              record={customer as RaRecord}
              disabled={mode === 'deleted' || busy}
              serverErrors={serverErrors}
              onSubmit={({ version: _version, ...values }) => {
                dispatch({ type: 'profile', values });
                go(2);
              }}
            />
          </Box>
          <Box hidden={step !== 2}>
            <AttributesStep entity={entity} mode={mode} customer={customer} />
          </Box>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="customer-error">
              {error}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
            <Button disabled={step === 0 || busy} onClick={() => go(step - 1)}>
              {translate('customer.wizard.previous')}
            </Button>
            {step === 0 && (
              <Button
                key="next-contact"
                variant="contained"
                disabled={busy || !contactDone(state)}
                onClick={() => go(1)}
              >
                {translate('customer.wizard.next')}
              </Button>
            )}
            {step === 1 && (
              <Button key="next-profile" variant="contained" type="submit" form={`form-${entity.resource}`}>
                {translate('customer.wizard.next')}
              </Button>
            )}
            {step === LAST_STEP && (
              <Button variant="contained" disabled={busy || !contactDone(state)} onClick={finish}>
                {translate('customer.wizard.finish')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      {mode === 'edit' && <CustomerRoles customerId={customer.id} />}
      {mode === 'edit' && id !== undefined && String(customer.id) === id && (
        <>
          <RecordChildren entity={entity} record={customer as RaRecord} />
          <History entity={entity} record={customer as RaRecord} />
        </>
      )}
      <Confirm
        isOpen={asking}
        title="customer.wizard.delete_title"
        content="customer.wizard.delete_content"
        translateOptions={{ name: String(customer.username ?? customer.email ?? customer.mobile ?? customer.id) }}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
