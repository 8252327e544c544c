import type * as React from 'react';
import { auditActionLabels, auditActions } from '@tillwise/core/audit/audit-schemas';
import type { AuditAction } from '@tillwise/core/audit/audit-schemas';
import { SearchInput } from '@/components/search-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { AuditFilters } from '../api/get-audit-log';

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
      <Filter id="audit-from" label="From">
        {day('from')}
      </Filter>
      <Filter id="audit-to" label="To">
        {day('to')}
      </Filter>
      <Filter id="audit-action" label="Action">
        <NativeSelect
          id="audit-action"
          value={filters.action ?? ''}
          onChange={(e) => onChange({ action: (e.target.value || undefined) as AuditAction | undefined })}
        >
          <NativeSelectOption value="">All actions</NativeSelectOption>
          {auditActions.map((action) => (
            <NativeSelectOption key={action} value={action}>
              {auditActionLabels[action]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Filter>
      <Filter id="audit-staff" label="Staff">
        <NativeSelect
          id="audit-staff"
          value={filters.userId ?? ''}
          onChange={(e) => onChange({ userId: e.target.value || undefined })}
        >
          <NativeSelectOption value="">All staff</NativeSelectOption>
          {staff.map((member) => (
            <NativeSelectOption key={member.id} value={member.id}>
              {member.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Filter>
      <Filter id="audit-search" label="Search entries" className="col-span-2 lg:col-span-1">
        <SearchInput
          id="audit-search"
          placeholder="Order, product, reason…"
          value={filters.q ?? ''}
          onChange={(e) => onChange({ q: e.target.value || undefined })}
        />
      </Filter>
    </div>
  );
}
