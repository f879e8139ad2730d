import { NICKNAME_MAX, type MemberProfileView, type RequestOf, type profileApi } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { emptyField, invalidField, notFound } from '../../infra/errors/common-errors';
import { plainText } from '../../infra/sanitize';
import type { ContactsPatch, MembersService } from '../members';
import { effectiveMinAge, type Merchant } from '../merchants';
import { ageOn, isoDate, parseBirthday, registrationError, todayUtc } from '../registration';
import type { Phone, VerificationService } from '../verification';
import { MOBILE_CODE_TEXT } from './code-texts';
import { profileError } from './errors';

export interface ProfileDeps {
  db: Db;
  members: Pick<MembersService, 'contacts' | 'updateContacts' | 'findByMobile'>;
  verification: Pick<VerificationService, 'phone' | 'target' | 'issueCode' | 'checkCode' | 'claimCode'>;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** The nickname as stored: the plain-text rule (`plainText`: markup refused, one line); 1–20 characters. */
export function sanitizeNickname(raw: string): string {
  const clean = plainText(raw, 'nickname');
  const length = [...clean].length;
  if (length === 0) throw emptyField('nickname');
  if (length > NICKNAME_MAX) throw invalidField('nickname', `nickname is longer than ${NICKNAME_MAX} characters`);
  return clean;
}

/**
 * The profile page (SPEC §2 profile, §7 member info update): nickname, e-mail and a mobile number proved
 * by a MOBILE code sent to it through the verification module. Writes through the members module.
 */
export function createProfileService({ db, members, verification }: ProfileDeps) {
  const view = async (memberId: number): Promise<MemberProfileView> => {
    const c = await members.contacts(memberId);
    if (!c) throw notFound(`member ${memberId}`);
    return {
      nickname: c.nickname,
      birthday: c.birthday,
      email: c.email,
      countryDialingCode: c.mobileDialCode,
      mobileNum: c.mobileNum,
    };
  };
  /** The number, refused when another member of the merchant has it. */
  const freeNumber = async (merchant: Merchant, memberId: number, mobileNum: string, dial: string): Promise<Phone> => {
    const phone = verification.phone(mobileNum, dial, merchant.phoneDigits);
    const holder = await members.findByMobile(merchant.id, phone.dialCode, phone.number);
    if (holder && holder.id !== memberId) throw profileError('MOBILE_IN_USE');
    return phone;
  };

  /** A birthday still missing (set once), yyyy-MM-dd, the member at least the merchant's minimum age. */
  const newBirthday = async (merchant: Merchant, memberId: number, raw: string): Promise<string> => {
    if (!raw.trim()) throw emptyField('birthday');
    const birthday = parseBirthday(raw, 'DATE_YYYY_MM_DD');
    if (!birthday) throw invalidField('birthday', 'birthday is not a yyyy-MM-dd date');
    if ((await members.contacts(memberId))?.birthday) throw invalidField('birthday', 'the birthday is already set');
    const minAge = effectiveMinAge(merchant);
    if (ageOn(birthday, todayUtc()) < minAge)
      throw registrationError('BIRTHDAY_LIMIT', { field: 'birthday', age: minAge });
    return isoDate(birthday);
  };

  return {
    profile: view,

    /** Sends a MOBILE code to the number the member wants (INVALID_PHONE, MOBILE_IN_USE, TOO_FAST, SMS_THROTTLED, the SMS caps). */
    async requestMobileCode(
      merchant: Merchant,
      memberId: number,
      input: RequestOf<typeof profileApi.requestMobileCode>,
      ip: string,
      lang?: string,
    ) {
      const phone = await freeNumber(merchant, memberId, input.mobileNum, input.countryDialingCode);
      return verification.issueCode(merchant, {
        purpose: 'MOBILE',
        target: verification.target(phone),
        memberId,
        ip,
        callerMemberId: memberId,
        send: true,
        text: MOBILE_CODE_TEXT,
        lang,
      });
    },

    /**
     * Updates the fields given. A new mobile number needs the MOBILE code sent to it for this member
     * (INVALID_CODE, CODE_EXPIRED); the code is spent in the transaction that stores the number.
     */
    async update(
      merchant: Merchant,
      memberId: number,
      input: RequestOf<typeof profileApi.updateMemberInfo>,
    ): Promise<MemberProfileView> {
      const patch: ContactsPatch = {};
      if (input.nickname !== undefined) patch.nickname = sanitizeNickname(input.nickname);
      if (input.email !== undefined) {
        const email = input.email.trim();
        if (!EMAIL.test(email)) throw invalidField('email', 'email is not an e-mail address');
        patch.email = email;
      }
      if (input.birthday !== undefined) patch.birthday = await newBirthday(merchant, memberId, input.birthday);
      let codeId: number | null = null;
      if (
        input.mobileNum !== undefined ||
        input.countryDialingCode !== undefined ||
        input.verificationCode !== undefined
      ) {
        if (!input.mobileNum?.trim()) throw emptyField('mobileNum');
        if (!input.countryDialingCode?.trim()) throw emptyField('countryDialingCode');
        if (!input.verificationCode?.trim()) throw emptyField('verificationCode');
        const phone = await freeNumber(merchant, memberId, input.mobileNum, input.countryDialingCode);
        const target = verification.target(phone);
        const code = await verification.checkCode(merchant.id, 'MOBILE', target, input.verificationCode, {
          consume: false,
        });
        if (code.memberId !== memberId) throw invalidField('verificationCode', 'the code was sent for another member');
        codeId = code.id;
        patch.mobile = phone;
      }
      await db.transaction(async (tx) => {
        if (codeId !== null) await verification.claimCode(codeId, tx);
        await members.updateContacts(memberId, patch, tx);
      });
      return view(memberId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
