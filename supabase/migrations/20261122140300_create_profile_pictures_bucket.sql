-- Profile pictures live in the public `profile-pictures` bucket, each user under a folder
-- named after their user id (`<user id>/<file>`): anyone may read them, only the owner
-- may write in their own folder.

-- ============================================================================
-- Tables
-- ============================================================================

-- The spec's photo rules: JPG, PNG or GIF, at most 5MB.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('profile-pictures', 'profile-pictures', true, 5242880, array['image/jpeg', 'image/png', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: storage.foldername() and auth.uid() are enough.

-- ============================================================================
-- Policies
-- ============================================================================

create policy "Profile pictures can be seen by everyone" on storage.objects
  for select to public
  using (bucket_id = 'profile-pictures');
create policy "Profile pictures can be uploaded by their owner" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Profile pictures can be replaced by their owner" on storage.objects
  for update to authenticated
  using (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Profile pictures can be deleted by their owner" on storage.objects
  for delete to authenticated
  using (bucket_id = 'profile-pictures' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ============================================================================
-- Functions
-- ============================================================================

-- None here.
