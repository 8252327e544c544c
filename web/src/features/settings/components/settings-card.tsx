import type * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** One settings section: title, fields, and its Save Changes button. */
export function SettingsCard({
  title,
  description,
  saving,
  saveLabel,
  onSave,
  children,
}: {
  title: string;
  description?: string;
  saving?: boolean;
  saveLabel?: string;
  /** Absent when the section has nothing to save. */
  onSave?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
      {onSave && (
        <CardFooter className="justify-end">
          <Button type="button" disabled={saving} onClick={() => onSave()}>
            {saving && <LoaderCircle className="animate-spin" />}
            {saveLabel ?? <FormattedMessage id="settings.saveChanges" defaultMessage="Save Changes" />}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
