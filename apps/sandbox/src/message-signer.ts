/** Signs a text message with the namespace's wallet provider, the way a host using that library would. */
export type MessageSigner = (provider: unknown, address: string, message: string) => Promise<string>
