// The views of the customer's account area: its lists' search, order and paging, and the profile editor.

/** The page sizes an account list offers; the first is the default. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * A list's search, order and page as the server applied them (read from ?q=&sort=&order=&page=&size=): an unknown
 * column or a page past the last is answered with what was shown instead, so the links drawn from it are right.
 */
export interface ListView {
  q: string;
  /** The column sorted by; absent while the list keeps its own order (newest first). */
  sort?: string;
  order: 'asc' | 'desc';
  /** From 1. */
  page: number;
  size: number;
  /** Rows matching the search, over every page. */
  total: number;
  /** The columns the server lets the list be sorted by. */
  sortable: string[];
  /** Whether the search box applies: the records have text (or a related record's title) to look in. */
  searchable: boolean;
}

/** Spec 3 §8 control types a customer's attribute may have (rich text is written as plain text here). */
export type ProfileAttributeControl = 'text' | 'number' | 'textarea' | 'switch' | 'select' | 'checkboxes' | 'radio';

/** An attribute of the Customer entity (spec 1 §2.7 step 3) with the customer's value, as text. */
export interface ProfileAttribute {
  id: number;
  name: string;
  control: ProfileAttributeControl;
  required: boolean;
  /** The values a choice offers, in display order: stored as the value (its name in the store's own language). */
  options: { value: string; label: string }[];
  /** Checkboxes are '|a|b|' (spec 3 §8), a switch 'true' or 'false'. */
  value: string;
}

/** The signed-in customer's profile (spec 1 §2.7, §3) and whether the store lets them change it. */
export interface ProfileView {
  canChange: boolean;
  /** The record's version, sent back so that a change made meanwhile elsewhere is refused rather than overwritten. */
  version: number;
  username: string | null;
  email: string | null;
  mobile: string | null;
  nationalCode: string | null;
  firstName: string | null;
  lastName: string | null;
  /** 1 male, 2 female. */
  gender: number | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  /** The language the customer's e-mails are written in. */
  languageCode: string | null;
  /** The stored file name, and where it is shown from. */
  avatar: string | null;
  avatarUrl: string | null;
  attributes: ProfileAttribute[];
}
