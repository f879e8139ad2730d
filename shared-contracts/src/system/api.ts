import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { BannerGroupSchema, BannerSchema, HelpSectionSchema } from '../content/schemas';
import {
  CountrySchema,
  DomainRouteSchema,
  PermissionConfigSchema,
  RegisterRuleSchema,
  StatusReplySchema,
  WhitelabelNodeSchema,
} from './schemas';

const NoInput = Type.Object({});

/** System status: 0 app, 1 maintenance, 2 region restricted, with the visitor's IP. */
export const getSystemStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  request: NoInput,
  response: StatusReplySchema,
});

/** The permission config, fetched before the shell renders. */
export const getPermissionConfig = defineEndpoint({
  method: 'GET',
  path: '/wps/system/config',
  request: NoInput,
  response: PermissionConfigSchema,
});

export const getWhitelabel = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  request: NoInput,
  response: Type.Array(WhitelabelNodeSchema),
});

export const getRegisterSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  request: NoInput,
  response: Type.Array(RegisterRuleSchema),
});

export const getDomainRoute = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  request: NoInput,
  response: Type.Object({ mainDomain: Type.String(), routes: Type.Array(DomainRouteSchema) }),
});

export const getHelpCenter = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  request: Type.Object({
    lang: Type.String({ minLength: 2, maxLength: 5 }),
    device: Type.Literal('WEB'),
  }),
  response: Type.Object({ sections: Type.Array(HelpSectionSchema) }),
});

/** Banners of one group (SPEC §3 Banner). */
export const getBanners = defineEndpoint({
  method: 'GET',
  path: '/wps/system/banners',
  request: Type.Object({ groupName: BannerGroupSchema }),
  response: Type.Object({ list: Type.Array(BannerSchema) }),
});

/** Country codes (SPEC §7): every country with its dialling code and names; the same for every merchant, cacheable. */
export const getCountries = defineEndpoint({
  method: 'GET',
  path: '/wps/system/countries',
  request: NoInput,
  response: Type.Object({ list: Type.Array(CountrySchema) }),
});
