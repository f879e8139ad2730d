-- Issue 30: the live dealer's greeting of a round in each reader's language (module demo-live). The chat is shared by
-- players of every language, so a greeting row carries its round number and the pages show it with their own
-- `dealerGreeting` text; its body keeps the English text as a fallback. NULL: any other message.
ALTER TABLE live_chat_messages ADD COLUMN round_no integer CHECK (round_no > 0);
