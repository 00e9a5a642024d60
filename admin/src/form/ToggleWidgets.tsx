import { FormControlLabel, Switch } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { Confirm } from 'react-admin';

function SwitchField({
  widget,
  danger,
  onToggle,
}: {
  widget: WidgetProps;
  danger?: boolean;
  onToggle(on: boolean): void;
}) {
  const { id, value, label, disabled, readonly } = widget;
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          id={id}
          color={danger ? 'error' : 'primary'}
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(e) => onToggle(e.target.checked)}
        />
      }
    />
  );
}

/** A yes/no field as a switch (spec 3: toggle). */
export function ToggleWidget(props: WidgetProps) {
  return <SwitchField widget={props} onToggle={(on) => props.onChange(on)} />;
}

/**
 * A switch in the error colour for something with wide effects (spec 3: dangertoggle): turning it on asks first,
 * turning it off does not.
 */
export function DangerToggleWidget(props: WidgetProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <SwitchField widget={props} danger onToggle={(on) => (on ? setAsking(true) : props.onChange(false))} />
      <Confirm
        isOpen={asking}
        title="dashboard.form.turnon_title"
        content="dashboard.form.turnon_content"
        translateOptions={{ field: props.label }}
        confirmColor="warning"
        onConfirm={() => {
          setAsking(false);
          props.onChange(true);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
