import { WithSecond, type Column } from '../../components/table';

/** A message's member (name over e-mail), the row's header: "Od" in the received list, "Do" in the sent one. */
export function messageMemberColumn<T extends { member: { fullName: string; email: string } }>(header: string): Column<T> {
  return {
    key: 'member',
    header,
    rowHeader: true,
    cell: (m) => <WithSecond main={m.member.fullName} second={m.member.email} />,
    width: 240,
  };
}
