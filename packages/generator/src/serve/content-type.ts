import { Mime } from "mime";
import otherTypes from "mime/types/other.js";
import standardTypes from "mime/types/standard.js";

// mime's full table, but `.ico` named as nginx's mime.types and browsers name it, not by its
// registered image/vnd.microsoft.icon.
const TYPES = new Mime(standardTypes, otherTypes).define({ "image/x-icon": ["ico"] }, true);

const TEXT = /^text\/|\+(json|xml)$|^application\/(json|xml)$/;

/** The Content-Type header for a file's path, with `charset=utf-8` for text types; opaque bytes for an unknown type. */
export function contentTypeOf(file: string): string {
  const type = TYPES.getType(file) ?? "application/octet-stream";
  return TEXT.test(type) ? `${type}; charset=utf-8` : type;
}
