import type { ProfileUpdate } from '@plaza/domain/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import { sessionKeys } from '../../api/session';
import { profileKeys } from './profile-queries';
import { profileImageAnswerSchema, profileUpdateAnswerSchema, type Profile } from './profile-schema';

/** Sends the changed fields; the answer's profile replaces the cached one, and the header's name follows. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) =>
      apiFetch('/api/user/customer/profile', { method: 'POST', body: changes, schema: profileUpdateAnswerSchema }),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Profile>(profileKeys.user(userId), profile);
      queryClient.setQueryData(sessionKeys.user(), (user) => (user ? { ...user, name: profile.name } : user));
    },
  });
}

/** Uploads a new picture (multipart field `image`); the form and the header show it at once. */
export function useUploadProfileImage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return apiFetch('/api/user/customer/profile/img', { method: 'POST', body, schema: profileImageAnswerSchema });
    },
    onSuccess: ({ profile_img }) => {
      queryClient.setQueryData<Profile>(profileKeys.user(userId), (profile) => (profile ? { ...profile, profile_img } : profile));
    },
  });
}
