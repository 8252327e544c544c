import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { businessTypes } from '@tillwise/core/store/store-schemas';

/** Each kind of business as the store's details list it (US English as core's businessTypeLabels). */
export const businessTypeMessages: Record<(typeof businessTypes)[number], MessageDescriptor> = defineMessages({
  garden_centre: { id: 'common.businessType.gardenCentre', defaultMessage: 'Garden Centre' },
  farm_shop: { id: 'common.businessType.farmShop', defaultMessage: 'Farm Shop' },
  pharmacy: { id: 'common.businessType.pharmacy', defaultMessage: 'Pharmacy' },
  health_food: { id: 'common.businessType.healthFood', defaultMessage: 'Health Food Store' },
  cafe: { id: 'common.businessType.cafe', defaultMessage: 'Café' },
  restaurant: { id: 'common.businessType.restaurant', defaultMessage: 'Restaurant' },
  hardware: { id: 'common.businessType.hardware', defaultMessage: 'Hardware Store' },
  mobility: { id: 'common.businessType.mobility', defaultMessage: 'Mobility Store' },
  deli: { id: 'common.businessType.deli', defaultMessage: 'Delicatessen' },
  charity: { id: 'common.businessType.charity', defaultMessage: 'Charity Shop' },
  other: { id: 'common.businessType.other', defaultMessage: 'Other' },
});

/** The store's text fields, as Settings › General and Add store label them. */
export const storeFieldMessages = defineMessages({
  name: { id: 'common.store.name', defaultMessage: 'Business Name' },
  address: { id: 'common.store.address', defaultMessage: 'Address' },
  city: { id: 'common.store.city', defaultMessage: 'City' },
  state: { id: 'common.store.state', defaultMessage: 'State/Province' },
  zip: { id: 'common.store.zip', defaultMessage: 'ZIP/Postal Code' },
  phone: { id: 'common.store.phone', defaultMessage: 'Phone' },
  email: { id: 'common.store.email', defaultMessage: 'Email' },
});
