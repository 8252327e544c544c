import { auditActionLabels, auditActions } from '@tillwise/core/audit/audit-schemas';
import type { AuditAction } from '@tillwise/core/audit/audit-schemas';
import { SearchInput } from '@/components/search-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import type { AuditFilters } from '../api/get-audit-log';

interface AuditLogFiltersProps {
  filters: AuditFilters;
  staff: { id: string; name: string }[];
  onChange: (changes: AuditFilters) => void;
}

/** What narrows the audit log: days, kind of action, a member of staff and text in the summary. */
export function AuditLogFilters({ filters, staff, onChange }: AuditLogFiltersProps) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <div className="space-y-1">
        <Label htmlFor="audit-from">From</Label>
        <Input
          id="audit-from"
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-to">To</Label>
        <Input
          id="audit-to"
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-action">Action</Label>
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
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-staff">Staff</Label>
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
      </div>
      <div className="col-span-2 space-y-1 lg:col-span-1">
        <Label htmlFor="audit-search">Search entries</Label>
        <SearchInput
          id="audit-search"
          placeholder="Order, product, reason…"
          value={filters.q ?? ''}
          onChange={(e) => onChange({ q: e.target.value || undefined })}
        />
      </div>
    </div>
  );
}
