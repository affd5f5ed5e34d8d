/** Reading EIP-712 values as dapps send them: numbers as JSON numbers, decimal or hex strings. */

export interface TypedField {
  name: string
  type: string
}

export type TypedTypes = Record<string, readonly TypedField[] | undefined>

/** What the dialog reads of `eth_signTypedData_v4`'s JSON (already checked to be objects). */
export interface TypedDataInput {
  domain?: Record<string, unknown>
  types: Record<string, unknown>
  primaryType: string
  message: Record<string, unknown>
}

/** An integer field as a bigint, or undefined when it is not one. */
export function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  if (typeof value !== 'string' || !/^(-?\d{1,80}|0x[\da-f]{1,64})$/i.test(value)) return undefined
  return BigInt(value)
}

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The struct types, with fields that are not `{name, type}` strings left out. */
export function readTypes(types: Record<string, unknown>): TypedTypes {
  const read: TypedTypes = {}
  for (const [name, fields] of Object.entries(types)) {
    if (!Array.isArray(fields)) continue
    read[name] = fields.filter(
      (field): field is TypedField => typeof field?.name === 'string' && typeof field?.type === 'string',
    )
  }
  return read
}
