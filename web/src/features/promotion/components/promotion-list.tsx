import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Promotion } from '@tillwise/core/promotion/promotion-schemas';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDeletePromotion } from '../api/delete-promotion';
import { usePromotions } from '../api/get-promotions';
import { promotionKindMessages, promotionRuleText, promotionWhenText } from '../promotion-messages';
import { PromotionFormDialog } from './promotion-form-dialog';
import type { PromotionChoices } from './promotion-form-dialog';

/** Settings › Promotions: every promotion with what it gives, when, for whom and its coupon; add, edit, delete. */
export function PromotionList({ choices }: { choices: PromotionChoices }) {
  const intl = useIntl();
  const promotions = usePromotions();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  // Deleting asks once more in place: tills stop applying it at once (past sales keep it).
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = useDeletePromotion({
    onSuccess: () => {
      setConfirming(null);
      toast.success(intl.formatMessage({ id: 'promotion.deleted', defaultMessage: 'Promotion deleted' }));
    },
    onError: (error) =>
      toast.error(intl.formatMessage({ id: 'promotion.notDeleted', defaultMessage: 'The promotion was not deleted' }), {
        description: error.message,
      }),
  });
  const names = promotions.data?.names ?? {};
  const nameOf = (id: string) => names[id] ?? choices.categories.find((c) => c.id === id)?.name;
  const groupNames = (ids: readonly string[]) =>
    ids.length === 0
      ? intl.formatMessage({ id: 'promotion.everyone', defaultMessage: 'Everyone' })
      : ids.map((id) => choices.groups.find((g) => g.id === id)?.name ?? id).join(', ');
  return (
    <Card>
      <CardHeader stackActionOnPhone>
        <CardTitle>
          <FormattedMessage id="promotion.list.title" defaultMessage="Promotions" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="promotion.list.description"
            defaultMessage="Deals the tills apply by themselves; the customer always gets the best the rules allow."
          />
        </CardDescription>
        <CardAction>
          <Button onClick={() => setEditing('new')}>
            <Plus /> <FormattedMessage id="promotion.add" defaultMessage="Add promotion" />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {promotions.isError ? (
          <QueryError error={promotions.error} onRetry={() => void promotions.refetch()} />
        ) : promotions.isPending ? (
          <Skeleton className="h-40" />
        ) : promotions.data.items.length === 0 ? (
          <EmptyState
            title={<FormattedMessage id="promotion.list.none" defaultMessage="No promotions yet" />}
            hint={
              <FormattedMessage
                id="promotion.list.none.hint"
                defaultMessage="Add one: it applies at every till at once"
              />
            }
            className="py-8"
          />
        ) : (
          <ul
            aria-label={intl.formatMessage({ id: 'promotion.list.title', defaultMessage: 'Promotions' })}
            className="divide-y rounded-lg border"
          >
            {promotions.data.items.map((promotion) => (
              <li key={promotion.id} className="flex items-start gap-3 p-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span>{promotion.name}</span>
                    <Badge variant="secondary">{intl.formatMessage(promotionKindMessages[promotion.rule.kind])}</Badge>
                    {!promotion.active && (
                      <Badge variant="outline">
                        <FormattedMessage id="promotion.paused" defaultMessage="Paused" />
                      </Badge>
                    )}
                    {promotion.coupon && (
                      <Badge variant="outline" className="font-mono">
                        {promotion.coupon.limitTotal === null ? (
                          <FormattedMessage
                            id="promotion.coupon.used"
                            defaultMessage="{code} · {uses} used"
                            values={{ code: promotion.coupon.code, uses: promotion.coupon.uses }}
                          />
                        ) : (
                          <FormattedMessage
                            id="promotion.coupon.usedOf"
                            defaultMessage="{code} · {uses} of {limit} used"
                            values={{
                              code: promotion.coupon.code,
                              uses: promotion.coupon.uses,
                              limit: promotion.coupon.limitTotal,
                            }}
                          />
                        )}
                      </Badge>
                    )}
                  </p>
                  <p className="text-sm">{promotionRuleText(intl, promotion.rule, nameOf)}</p>
                  <p className="text-sm text-muted-foreground">
                    {promotionWhenText(intl, promotion)} · {groupNames(promotion.customerGroupIds)}
                    {!promotion.combinable && (
                      <>
                        {' · '}
                        <FormattedMessage id="promotion.notCombinable" defaultMessage="does not combine" />
                      </>
                    )}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={intl.formatMessage(
                    { id: 'promotion.editNamed', defaultMessage: 'Edit {name}' },
                    { name: promotion.name },
                  )}
                  onClick={() => setEditing(promotion)}
                >
                  <Pencil />
                </Button>
                {confirming === promotion.id ? (
                  <div className="flex gap-1">
                    <Button
                      variant="destructive"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(promotion.id)}
                    >
                      <FormattedMessage id="promotion.delete" defaultMessage="Delete" />
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setConfirming(null)}>
                      <FormattedMessage id="promotion.keep" defaultMessage="Keep" />
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={intl.formatMessage(
                      { id: 'promotion.deleteNamed', defaultMessage: 'Delete {name}' },
                      { name: promotion.name },
                    )}
                    onClick={() => setConfirming(promotion.id)}
                  >
                    <Trash2 />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && (
        <PromotionFormDialog
          promotion={editing === 'new' ? null : editing}
          choices={choices}
          names={names}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
