import { copyFile, mkdir, readFile, writeFile } from "node:fs";
import { promisify } from "node:util";

// fs's callback functions as promises, for the thousands of files a build reads and writes: each
// call of fs/promises opens a FileHandle, and its writeFile took three to four times as long as
// these for a thousand pages, most of it on the main thread, which a build as CI makes it is bound by.

export const readWhole = promisify(readFile);
export const writeWhole = promisify(writeFile);
export const copyWhole = promisify(copyFile);
export const makeFolder = promisify(mkdir);
