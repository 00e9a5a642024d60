import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

/** A part of a record's update screen that an entity adds: it gets the record shown. */
export type RecordPart = ComponentType<{ record: RaRecord }>;

/** The last column of a list: its row's buttons, labelled by `label`; `poll` keeps the list fresh. */
export interface ListExtra {
  label: string;
  render(row: RaRecord): ReactNode;
  poll?(rows: RaRecord[] | undefined): boolean;
}

/**
 * What an entity's screens have that the generated ones cannot express. Every part is optional; the generic screens
 * draw the rest from the entity file.
 */
export interface ResourceOverride {
  /** Replaces the list screen (the settings, one grouped screen). */
  list?: ComponentType;
  /** Replaces the create screen (the customer editor). */
  create?: ComponentType;
  /** Replaces the update screen. */
  edit?: ComponentType;
  /** Above the form and its tabs: what the record is at a glance (an order's lines and totals). */
  summary?: RecordPart;
  /** Buttons in the update screen's toolbar (print). */
  toolbar?: RecordPart;
  /** Sections below the form (a role's security access, a ticket's conversation). */
  editSections?: RecordPart[];
  /** A last list column (an operations row's buttons). */
  listExtra?: ListExtra;
}
