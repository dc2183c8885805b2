import { describeItemIds } from '../page-content/item-ids.test-util.ts';
import { BUSINESS_HOURS } from './business-hours.ts';

// Element keys are built from these ids, so they must be distinct slugs.
describeItemIds('the ids of repeated contact items', { BUSINESS_HOURS });
