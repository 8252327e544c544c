import type * as React from 'react';
import { useIntl } from 'react-intl';
import { auditActions } from '@tillwise/core/audit/audit-schemas';
import type { AuditAction } from '@tillwise/core/audit/audit-schemas';
import { SearchInput } from '@/components/search-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { AuditFilters } from '../api/get-audit-log';
import { auditActionMessages } from '../audit-action-messages';

interface AuditLogFiltersProps {
  filters: AuditFilters;
  staff: { id: string; name: string }[];
  onChange: (changes: AuditFilters) => void;
}

function Filter({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** What narrows the audit log: days, kind of action, a member of staff and text in the summary. */
export function AuditLogFilters({ filters, staff, onChange }: AuditLogFiltersProps) {
  const intl = useIntl();
  const day = (key: 'from' | 'to') => (
    <Input
      id={`audit-${key}`}
      type="date"
      value={filters[key] ?? ''}
      onChange={(e) => onChange({ [key]: e.target.value || undefined })}
    />
  );
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Filter id="audit-from" label={intl.formatMessage({ id: 'audit.filter.from', defaultMessage: 'From' })}>
        {day('from')}
      </Filter>
      <Filter id="audit-to" label={intl.formatMessage({ id: 'audit.filter.to', defaultMessage: 'To' })}>
        {day('to')}
      </Filter>
      <Filter id="audit-action" label={intl.formatMessage({ id: 'audit.action', defaultMessage: 'Action' })}>
        <NativeSelect
          id="audit-action"
          value={filters.action ?? ''}
          onChange={(e) => onChange({ action: (e.target.value || undefined) as AuditAction | undefined })}
        >
          <NativeSelectOption value="">
            {intl.formatMessage({ id: 'audit.filter.allActions', defaultMessage: 'All actions' })}
          </NativeSelectOption>
          {auditActions.map((action) => (
            <NativeSelectOption key={action} value={action}>
              {intl.formatMessage(auditActionMessages[action])}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Filter>
      <Filter id="audit-staff" label={intl.formatMessage({ id: 'audit.staff', defaultMessage: 'Staff' })}>
        <NativeSelect
          id="audit-staff"
          value={filters.userId ?? ''}
          onChange={(e) => onChange({ userId: e.target.value || undefined })}
        >
          <NativeSelectOption value="">
            {intl.formatMessage({ id: 'audit.filter.allStaff', defaultMessage: 'All staff' })}
          </NativeSelectOption>
          {staff.map((member) => (
            <NativeSelectOption key={member.id} value={member.id}>
              {member.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Filter>
      <Filter
        id="audit-search"
        label={intl.formatMessage({ id: 'audit.filter.search', defaultMessage: 'Search entries' })}
        className="col-span-2 lg:col-span-1"
      >
        <SearchInput
          id="audit-search"
          placeholder={intl.formatMessage({
            id: 'audit.filter.search.placeholder',
            defaultMessage: 'Order, product, reason…',
          })}
          value={filters.q ?? ''}
          onChange={(e) => onChange({ q: e.target.value || undefined })}
        />
      </Filter>
    </div>
  );
}
