import type { Area } from "../area";
import { accountArea } from "./account";
import { calendarArea } from "./calendar";
import { careerJobsArea } from "./career-jobs";
import { colleaguesArea } from "./colleagues";
import { certificationsArea } from "./certifications";
import { contactsArea } from "./contacts";
import { contractsArea } from "./contracts";
import { holidaysArea } from "./holidays";
import { jobBoardArea } from "./job-board";
import { notesArea } from "./notes";
import { payEstimatorArea } from "./pay-estimator";
import { preferencesArea } from "./preferences";
import { profileArea } from "./profile";
import { pushArea } from "./push";
import { resumeArea } from "./resume";
import { shiftLibraryArea } from "./shift-library";
import { swapsArea } from "./swaps";
import { todosArea } from "./todos";

/**
 * Every product area of the server, in the order its routes are registered. A
 * new area is its folder plus one line here (and, when it has tables, one
 * line in db/schema/index.ts); areas.test.ts checks that none is forgotten.
 */
export const areas: Area[] = [
  profileArea,
  preferencesArea,
  accountArea,
  careerJobsArea,
  contractsArea,
  jobBoardArea,
  shiftLibraryArea,
  calendarArea,
  notesArea,
  payEstimatorArea,
  holidaysArea,
  colleaguesArea,
  certificationsArea,
  resumeArea,
  contactsArea,
  todosArea,
  pushArea,
  swapsArea,
];
