import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileResponse } from "@core/schemas/profile";
import { call, client } from "@web/lib/api-client";

export type Profile = ProfileResponse;

export const profileQuery = queryOptions({
  queryKey: ["profile"],
  queryFn: ({ signal }) => call(client.GET("/api/profile", { signal })),
});

export const useProfile = () => useQuery(profileQuery);
