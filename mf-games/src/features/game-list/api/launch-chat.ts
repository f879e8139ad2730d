import { api, liveApi } from 'shared-contracts';

/** A one-time link to a live table's chat page (SPEC §7 "launch chat", `value.chatUrl`, token), in `language`. */
export function launchChat(table: string, language: string) {
  return api.call(liveApi.liveChat, { table, language });
}
