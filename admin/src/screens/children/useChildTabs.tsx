import { useMemo } from 'react';
import { usePermissions, useTranslate, type RaRecord } from 'react-admin';
import type { ExtraTab } from '../../form/RecordScreen';
import type { EntitySchema } from '../../schema';
import { ChildTable } from './ChildTable';

/** The record's child collections the caller may list, as tabs of its screen (x-children). */
export function useChildTabs(entity: EntitySchema, record: RaRecord | undefined): ExtraTab[] {
  const translate = useTranslate();
  const { permissions } = usePermissions<EntitySchema[]>();
  return useMemo(() => {
    if (!record) return [];
    return (entity.children ?? []).flatMap((child) => {
      const target = permissions?.find((e) => e.name === child.entity);
      if (!target?.operations.includes('list')) return [];
      return [
        {
          key: child.name,
          label: translate(child.label ?? target.label, { smart_count: 2, _: child.name }),
          render: () => <ChildTable record={record} child={child} target={target} />,
        },
      ];
    });
  }, [entity, record, permissions, translate]);
}
