import type { MemberDetails, MemberUpdateBody, UserStatus } from '@klub/contracts';

type MemberType = MemberUpdateBody['type'];

/** The full PATCH body of a member from their details (the API takes the whole record). */
export function toMemberBody(m: MemberDetails, status: UserStatus = m.status): MemberUpdateBody {
  return {
    email: m.email,
    type: m.type as MemberType,
    status,
    dthId: m.dthId,
    firstname: m.firstname,
    lastname: m.lastname,
    phone: m.phone ?? '',
    companyName: m.companyName,
    nip: m.nip,
    city: m.city ?? '',
    postCode: m.postCode ?? '',
    street: m.street,
    regionId: m.regionId,
    marketingConsent: m.marketingConsent,
    distributorIds: m.distributors.map((d) => d.id),
  };
}

/** The lead of a person's edit page: "Jan Kowalski (jan@example.pl)". */
export const personLead = (m: Pick<MemberDetails, 'fullName' | 'email'>) => `${m.fullName} (${m.email})`;
